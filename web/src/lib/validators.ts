// zod-config first: ES modules run in import order, so zod is told not to generate code before any schema exists.
import './zod-config';

export * from '@kochclip/core/validators';
