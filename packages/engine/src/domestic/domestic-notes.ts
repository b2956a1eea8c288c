// The domestic test's standing notes, printed with every domestic result and shown by the web
// app's pages beside the calculation: a module of their own, so a page that shows them need not
// load the calculation that prints them.

export const DOMESTIC_CHECK_YOUR_COPY_NOTE =
  'The IGEM/UP/1B Edition 4 figures are taken from public material about the standard: check them against your copy of the standard.';

export const SMELL_OF_GAS_NOTE =
  'A smell of gas is a FAIL whatever the gauge shows: the engineer is always asked.';
