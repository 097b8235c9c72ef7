import { connect } from 'node:net';

export interface TRawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends one request exactly as written (no Content-Length or Content-Type added, as `curl -X POST` does) and
 * reads the answer until the server closes the connection.
 */
export function rawRequest(baseUrl: string, head: string[], body = ''): Promise<TRawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write([...head, `Host: ${hostname}:${port}`, 'Connection: close', '', body].join('\r\n'));
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headText = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = headText.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const raw = rest.join('\r\n\r\n');
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: headers['transfer-encoding'] === 'chunked' ? dechunk(raw) : raw });
    });
  });
}

/** The body of a `Transfer-Encoding: chunked` answer (size line, data, CRLF; a zero size ends it). */
function dechunk(raw: string): string {
  const bytes = Buffer.from(raw, 'utf8');
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', offset);
    if (lineEnd === -1) break;
    const size = parseInt(bytes.subarray(offset, lineEnd).toString('ascii'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts).toString('utf8');
}
