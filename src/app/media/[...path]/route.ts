import { withApi } from '@/server/http/handler';
import { serveMediaFile } from '@/server/media/serve';

export const runtime = 'nodejs';

// Media-library files, read from DATA_DIR/media or S3 (docs/decisions/0016).
export const GET = withApi<{ params: Promise<{ path: string[] }> }>(async (request, { params }) => serveMediaFile(request, (await params).path));
