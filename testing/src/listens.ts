import net from 'node:net';

export function listens(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || defaultPort), hostname, () => resolve(!!socket.end()));
    socket.on('error', () => resolve(false));
  });
}
