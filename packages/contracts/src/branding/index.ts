export * from './branding-defaults';
export * from './company-branding';
export * from './branding-uploads';
