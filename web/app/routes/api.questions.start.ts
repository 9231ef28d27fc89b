import { questionFormToken } from '../data/questions.server';
import { NO_STORE } from '../platform/http.server';

/**
 * The question form's start for one reader (decision 091), asked for by the page's inline script
 * when the reader first touches the form; never cached, so every reader gets their own moment.
 */
export function loader() {
  return Response.json({ started: questionFormToken() }, { headers: { 'Cache-Control': NO_STORE } });
}
