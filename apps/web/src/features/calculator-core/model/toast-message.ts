/** A toast: a title and a description ('Title: description' in product.md). */
export interface ToastMessage {
  readonly title: string;
  readonly description: string;
}
