import net from 'node:net';
import { AdminResponseSchema, type AdminRequest, type AdminResponse } from './admin-protocol';

const RESPONSE_TIMEOUT_MS = 60_000;
/** A backup copies the whole database and the uploads: give it time on a slow disk. */
const BACKUP_TIMEOUT_MS = 30 * 60_000;

/** Sends one command to the running server's admin socket and waits for its answer. */
export function sendAdminRequest(
  socketPath: string,
  request: AdminRequest,
): Promise<AdminResponse> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socketPath);
    let received = '';
    connection.setEncoding('utf8');
    const timeout = request.command === 'backup' ? BACKUP_TIMEOUT_MS : RESPONSE_TIMEOUT_MS;
    connection.setTimeout(timeout, () => {
      connection.destroy(new Error('The server did not answer the admin command in time.'));
    });
    connection.on('connect', () => connection.write(`${JSON.stringify(request)}\n`));
    connection.on('data', (chunk: string) => {
      received += chunk;
    });
    connection.on('error', reject);
    connection.on('end', () => {
      try {
        resolve(AdminResponseSchema.parse(JSON.parse(received)));
      } catch {
        reject(new Error('The server sent an unreadable answer on the admin socket.'));
      }
    });
  });
}
