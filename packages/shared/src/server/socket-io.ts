/** Socket.IO key prefix shared by the API's Redis adapter and the worker's emitter: both must agree. */
export const socketIoKey = (redisPrefix: string) => `${redisPrefix}:socket.io`;
