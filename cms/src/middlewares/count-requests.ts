/** So SIGTERM can let requests in flight finish. */
export { countRequests as default } from '../lifecycle/drain';
