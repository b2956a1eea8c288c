export * from './engineer-profile';
