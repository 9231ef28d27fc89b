/** Counts requests in flight, so SIGTERM can let them finish (see lifecycle/drain). */
export { countRequests as default } from '../lifecycle/drain';
