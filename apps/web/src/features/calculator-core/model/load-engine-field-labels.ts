/**
 * engine-field-labels.ts fetched when a page that does not load the IGE engine at once needs it:
 * /calc's 'Calculation Failed' naming the field the server refused (decision 0880).
 */
export const loadEngineFieldLabels = () => import('./engine-field-labels');
