/**
 * Letters with accents and their plain Latin letter, lower case, in the same order (one character
 * each): 'Café' is found by 'cafe', 'CAFE' or 'café' (decision 0925). Both cases of each accented
 * letter are listed: translate() matches a character exactly, before ILIKE folds the case. The
 * search text is folded with the same table before it becomes the pattern (`foldAccents`).
 */
export const ACCENTED_LETTERS =
  'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆčČďĎèÈéÉêÊëËēĒėĖęĘěĚìÌíÍîÎïÏīĪįĮłŁñÑńŃňŇòÒóÓôÔõÕöÖøØōŌőŐŕŔřŘśŚšŠşŞťŤùÙúÚûÛüÜūŪůŮűŰųŲýÝÿŸźŹžŽżŻ';
export const PLAIN_LETTERS =
  'aaaaaaaaaaaaaaaaaaccccccddeeeeeeeeeeeeeeeeiiiiiiiiiiiillnnnnnnoooooooooooooooorrrrssssssttuuuuuuuuuuuuuuuuyyyyzzzzzz';

const PLAIN_BY_ACCENTED = new Map(
  [...ACCENTED_LETTERS].map((letter, index) => [letter, PLAIN_LETTERS[index] as string]),
);

/** `text` with each accented letter of the table replaced by its plain lower-case letter. */
export function foldAccents(text: string): string {
  let folded = '';
  for (const character of text) folded += PLAIN_BY_ACCENTED.get(character) ?? character;
  return folded;
}
