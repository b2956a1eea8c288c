/** The engine's version, recorded on every certificate so a result can be recomputed (product.md §10). */
export const ENGINE_VERSION = '1.1.1';
