import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Skeleton,
  Stack,
  TextField as MuiTextField,
  Typography,
  InputAdornment,
} from '@mui/material';
import {
  ADMIN_LIST_SKELETONS,
  contentPreview,
  languageName,
  pathInLanguage,
  postTypeLabel,
  seoScore,
} from '@journey-canvas/shared';
import {
  EditButton,
  List,
  Pagination,
  RecordContextProvider,
  SelectInput,
  ShowButton,
  TextInput,
  useListContext,
  type SortPayload,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { adminConfig } from '../config';
import { thumbnailUrl } from '../uploads';
import { GuideCheckChip } from './GuideCheckChip';
import { mayChange } from './mayChange';
import { DeleteForeverButton, RestoreButton, TrashButton } from './TrashActions';
import { StatsTiles } from './StatsTiles';
import { STATUS_CHOICES, statusLabel } from './status';
import { usePostStats } from './stats';
import { shownDate } from '../dates';
import { usePostRights, useSiteLanguages } from '../auth/useCan';
import { languageEditPath } from '../translations/LanguageTabs';
import { TranslationChips } from '../translations/TranslationChips';
import type { PostRecord } from '../types';

const SORTS: { label: string; sort: SortPayload }[] = [
  { label: 'Newest first', sort: { field: 'createdAt', order: 'DESC' } },
  { label: 'Oldest first', sort: { field: 'createdAt', order: 'ASC' } },
  { label: 'Title A–Z', sort: { field: 'title', order: 'ASC' } },
  { label: 'Title Z–A', sort: { field: 'title', order: 'DESC' } },
  { label: 'Author A–Z', sort: { field: 'author', order: 'ASC' } },
  { label: 'Most read (30 days)', sort: { field: 'views', order: 'DESC' } },
];

function SortMenu() {
  const { sort, setSort } = useListContext();
  const current = SORTS.findIndex((option) => option.sort.field === sort.field && option.sort.order === sort.order);
  return (
    <MuiTextField
      select
      size="small"
      label="Sort by"
      value={current === -1 ? 0 : current}
      onChange={(event) => setSort(SORTS[Number(event.target.value)]!.sort)}
      sx={{ minWidth: 160 }}
    >
      {SORTS.map((option, index) => (
        <MenuItem key={option.label} value={index}>
          {option.label}
        </MenuItem>
      ))}
    </MuiTextField>
  );
}

function SeoScore({ post }: { post: PostRecord }) {
  const score = seoScore(post);
  return (
    <Box
      sx={{ width: { sm: 72 }, flexShrink: 0, textAlign: { sm: 'center' } }}
      aria-label={`SEO score ${score} out of 100`}
      role="group"
    >
      <Typography variant="caption" color="text.secondary" component="p">
        SEO
      </Typography>
      <Typography
        variant="h6"
        component="p"
        data-testid="seo-score"
        color={score >= 80 ? 'success.main' : score >= 50 ? 'warning.dark' : 'error.main'}
      >
        {score}
      </Typography>
    </Box>
  );
}

function PostCard({ post }: { post: PostRecord }) {
  const date = shownDate(post.publishedAt ?? post.createdAt);
  const rights = usePostRights();
  const languages = useSiteLanguages();
  return (
    <RecordContextProvider value={post}>
      <Card component="article" aria-labelledby={`post-${post.id}`}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
          {post.featuredImage && (
            <Box
              component="img"
              src={thumbnailUrl(post.featuredImage)}
              alt={post.featuredImage.alternativeText ?? ''}
              sx={{ width: { xs: '100%', sm: 160 }, height: 110, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
            />
          )}
          {/* One long word breaks where it must, so it never widens the list. */}
          <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Stack direction="row" spacing={1} sx={{ mb: 0.5 }} flexWrap="wrap" useFlexGap>
              <Chip size="small" label={postTypeLabel(post.postType)} data-testid="post-type" />
              <Chip
                size="small"
                variant="outlined"
                color={
                  post.status === 'published'
                    ? 'success'
                    : post.status === 'scheduled'
                      ? 'info'
                      : post.status === 'trash'
                        ? 'error'
                        : post.status === 'review'
                          ? 'secondary'
                          : 'warning'
                }
                label={statusLabel(post)}
                data-testid="post-status"
              />
              <GuideCheckChip post={post} />
            </Stack>
            <Typography id={`post-${post.id}`} component="h2" variant="h6">
              {post.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              By {post.author} · {date}
              {post.createdByAdmin ? ` · Account ${post.createdByAdmin}` : ''}
              {post.views !== undefined ? ` · ${post.views} ${post.views === 1 ? 'view' : 'views'} in 30 days` : ''}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {contentPreview(post.content)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap">
              {post.status === 'published' && (
                <Button
                  size="small"
                  startIcon={<OpenInNewIcon />}
                  href={`${adminConfig().siteUrl}${pathInLanguage(`/articles/${post.slug}`, post.locale ?? languages[0]!, languages[0]!)}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  View
                </Button>
              )}
              {post.status === 'trash' ? (
                <>
                  {rights?.trash !== false && <RestoreButton />}
                  {rights?.review !== false && <DeleteForeverButton />}
                </>
              ) : (
                <>
                  {/* A story this role may not change opens to be read (decision 045); a translation opens in its language. */}
                  {!mayChange(rights, post) ? (
                    <ShowButton />
                  ) : post.locale && post.locale !== languages[0] ? (
                    <Button
                      size="small"
                      component={Link}
                      to={languageEditPath(post.id, post.locale, languages[0]!)}
                      startIcon={<EditIcon />}
                    >
                      Edit
                    </Button>
                  ) : (
                    <EditButton />
                  )}
                  {rights?.trash !== false && <TrashButton />}
                </>
              )}
            </Stack>
            <Box sx={{ mt: 1 }}>
              <TranslationChips id={post.id} translations={post.translations ?? []} />
            </Box>
          </Box>
          <SeoScore post={post} />
        </Stack>
      </Card>
    </RecordContextProvider>
  );
}

function PostCards() {
  const { data, isPending, filterValues, setFilters } = useListContext<PostRecord>();
  const filtered = Object.values(filterValues ?? {}).some((value) => value !== undefined && value !== '');
  if (isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading posts">
        {Array.from({ length: ADMIN_LIST_SKELETONS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={140} data-testid="post-skeleton" />
        ))}
      </Stack>
    );
  }
  if (!data?.length) {
    return (
      <Card>
        <CardContent sx={{ textAlign: 'center', py: 6 }}>
          <Typography component="h2" variant="h6">
            No posts found
          </Typography>
          {filtered ? (
            <Button onClick={() => setFilters({})} variant="outlined" sx={{ mt: 2 }}>
              Clear search and filters
            </Button>
          ) : (
            <Button component={Link} to="/blog-posts/create" variant="contained" startIcon={<AddIcon />} sx={{ mt: 2 }}>
              Create your first post
            </Button>
          )}
        </CardContent>
      </Card>
    );
  }
  return (
    <Stack spacing={2}>
      {data.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </Stack>
  );
}

function ListActions() {
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ py: 1 }}>
      <SortMenu />
      <Button
        component={Link}
        to="/blog-posts/create"
        variant="contained"
        startIcon={<AddIcon />}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        New Post
      </Button>
    </Stack>
  );
}

export default function PostList() {
  const { data: stats } = usePostStats();
  const languages = useSiteLanguages();
  const categories = (stats?.postTypes ?? []).map((type) => ({ id: type, name: postTypeLabel(type) }));
  const filters = [
    <TextInput
      key="q"
      source="q"
      label="Search posts"
      alwaysOn
      resettable
      placeholder="Search by title or author"
      helperText={false}
      InputProps={{
        startAdornment: (
          <InputAdornment position="start">
            <SearchIcon fontSize="small" />
          </InputAdornment>
        ),
      }}
    />,
    <SelectInput key="postType" source="postType" label="Category" choices={categories} emptyText="All" alwaysOn />,
    <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} emptyText="All" alwaysOn />,
    ...(languages.length > 1
      ? [
          // Naming the language gets each story's translations with it (decision 100).
          <SelectInput
            key="locale"
            source="locale"
            label="Language"
            choices={languages.slice(1).map((code) => ({ id: code, name: languageName(code) }))}
            emptyText={languageName(languages[0]!)}
            emptyValue={languages[0]}
            alwaysOn
          />,
        ]
      : []),
  ];
  return (
    <>
      <StatsTiles />
      <List
        resource="blog-posts"
        title="Blog Management"
        filters={filters}
        filterDefaultValues={languages.length > 1 ? { locale: languages[0] } : undefined}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        actions={<ListActions />}
        empty={false}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        component="div"
      >
        <PostCards />
      </List>
    </>
  );
}
