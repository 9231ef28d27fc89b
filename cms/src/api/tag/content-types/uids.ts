/** The identifier of the tag content type beside this file (Strapi loads only the folders here). */
export const TAG_UID = 'api::tag.tag';
