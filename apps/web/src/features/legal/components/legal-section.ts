import type { ReactNode } from 'react';

/** One numbered section of a legal document. */
export interface LegalSection {
  /** Fragment id, stable so people can link to a section (e.g. /privacy#your-rights). */
  id: string;
  title: string;
  body: ReactNode;
}
