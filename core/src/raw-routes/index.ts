export * from './answers';
export * from './form-routes';
export * from './file-rules';
