import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The floor for serving figures: Node's own HTTP server streaming one file from disk, with no
 * framework, session or database. Run as `bare-file-server.ts <file> <port>`.
 */
const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-file-server.ts <file> <port>');
createServer((request, response) => {
  if (request.url === '/health') {
    response.end('ok');
    return;
  }
  response.writeHead(200, { 'content-length': statSync(file).size });
  createReadStream(file, { highWaterMark: 1024 * 1024 }).pipe(response);
}).listen(Number(port), '127.0.0.1');
