/**
 * The request header through which the production server (http-server/request-listener.mjs) hands the app the
 * address of the TCP peer it is talking to, after deleting any copy a client sent. Unlike X-Forwarded-For, which any
 * client can write, it says where the connection really comes from (the loopback check of /api/internal/revalidate).
 */
export const SOCKET_ADDRESS_HEADER = 'x-smarttech-socket-address';
