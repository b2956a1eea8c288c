/**
 * A header control: icon and words side by side from 640 px; on a phone the words sit under the
 * icon, so every control keeps visible words (decision 0710) and a 48 px target. For the Button's
 * `header` variant.
 */
export const HEADER_ITEM_CLASSES =
  'max-sm:min-w-14 max-sm:flex-col max-sm:gap-0.5 max-sm:px-2 max-sm:py-1 max-sm:text-sm';
