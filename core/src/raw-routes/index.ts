export * from './answers';
export * from './form-routes';
