/** The identifier of the reader question content type beside this file. */
export const COMMENT_UID = 'api::comment.comment';
