export const CONSULTANCY_EMAIL = 'support@pipeproof.app';

export const ENQUIRY_MAILTO = `mailto:${CONSULTANCY_EMAIL}?subject=Consultancy%20enquiry`;
