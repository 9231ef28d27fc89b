import { Edit, useEditContext, useRedirect } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { useSiteLanguages } from '../auth/useCan';
import { LanguageTabs } from '../translations/LanguageTabs';
import { TranslationEdit } from '../translations/TranslationPages';
import { languageOfAddress } from '../translations/translationBody';
import { CannotOpen, openStoryQuietly, storyRefusal } from '../layout/CannotOpen';
import { PostAside } from './PostAside';
import { PostForm } from './PostForm';
import { toSubmission } from './postResolver';

/** Publishing returns to the list; a draft or a schedule stays here. A translation (`?locale=`) has a form of its own (decision 100). */
export default function PostEdit() {
  const redirect = useRedirect();
  const { id = '' } = useParams();
  const languages = useSiteLanguages();
  const [defaultLocale] = languages;
  const locale = languageOfAddress(useLocation().search, defaultLocale);
  if (locale !== defaultLocale) return <TranslationEdit id={id} locale={locale} />;
  return (
    <Edit
      resource="blog-posts"
      title="Edit Travel Story"
      mutationMode="pessimistic"
      transform={toSubmission}
      redirect={false}
      // Named on a site in several languages, so the story's translations come with it (decision 100);
      // the save names it too, so its answer replaces the record the form shows.
      queryOptions={languages.length > 1 ? { ...openStoryQuietly, meta: { locale } } : openStoryQuietly}
      mutationOptions={languages.length > 1 ? { meta: { locale } } : undefined}
      error={<Refused />}
      // Not react-admin's Show button: Show is for those who may only read the story.
      actions={false}
      aside={<PostAside />}
      sx={{ '& .RaEdit-main': { flexWrap: { xs: 'wrap', lg: 'nowrap' } } }}
    >
      <PostForm
        languages={<LanguageTabs id={id} current={locale} />}
        heading="Edit Travel Story"
        withAddress
        afterSave={(status) => {
          if (status === 'published') redirect('list', 'blog-posts');
        }}
      />
    </Edit>
  );
}

function Refused() {
  return <CannotOpen reason={storyRefusal(useEditContext().error)} />;
}
