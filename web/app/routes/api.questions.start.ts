import { questionFormToken } from '../data/questions.server';
import { NO_STORE } from '../platform/http.server';

/** Never cached, so every reader gets their own start (decision 091). */
export function loader() {
  return Response.json({ started: questionFormToken() }, { headers: { 'Cache-Control': NO_STORE } });
}
