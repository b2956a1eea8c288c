export const ENGINE_VERSION = '0.0.0';
