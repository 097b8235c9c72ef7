import type { z } from 'zod';
import { ZVariantOf } from '@kochclip/core/raw-routes';

export { ZVariantOf };

export type TVariantOf = z.input<typeof ZVariantOf>;
