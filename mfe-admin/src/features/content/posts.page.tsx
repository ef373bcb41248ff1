import { formatDate, SelectField, TextAreaField, TextField } from '@platform/shared';
import type { AdminPost, AdminPostInput } from '@platform/shared/contract';
import { useTexts } from '../../i18n';
import { CheckField, slugOf } from './content-page.component';
import { ContentList } from './content-list.component';
import { postInput } from './content.resource';

const TYPES: AdminPost['type'][] = ['post', 'page'];

/** /admin/content/posts: the site's posts and pages, newest first; write, publish or keep as a draft, delete. */
export function PostsPage() {
  const { t } = useTexts();
  return (
    <ContentList<AdminPost, AdminPostInput>
      kind="posts"
      name={(post) => post.title}
      toInput={(post) => postInput(post)}
      toggle={{ isOn: (post) => post.status === 'published', input: (on) => ({ status: on ? 'published' : 'draft' }) }}
      details={(post) => (
        <div className="texts">
          <strong>{post.title}</strong>
          {post.titleRu && <span lang="ru"> · {post.titleRu}</span>} · /posts/{post.slug}
          <div>
            {t(`content.posts.types.${post.type}`)} · {t(`content.posts.statuses.${post.status}`)} · {formatDate(post.createdAt, 'DD/MM/YYYY')}
          </div>
        </div>
      )}
      required="title"
      fields={(values, set, item) => (
        <>
          <TextField
            label={t('content.posts.fields.title')}
            value={values.title}
            required
            onChange={(e) => {
              set('title', e.target.value);
              if (!item && values.slug === slugOf(values.title)) set('slug', slugOf(e.target.value));
            }}
          />
          <TextField label={t('content.posts.fields.titleRu')} value={values.titleRu ?? ''} onChange={(e) => set('titleRu', e.target.value)} />
          <TextField
            label={t('content.posts.fields.slug')}
            hint={t('content.posts.slugHint')}
            value={values.slug}
            required
            onChange={(e) => set('slug', e.target.value)}
          />
          <SelectField
            label={t('content.posts.fields.type')}
            value={values.type}
            options={TYPES.map((type) => ({ value: type, label: t(`content.posts.types.${type}`) }))}
            onChange={(e) => set('type', e.target.value as AdminPost['type'])}
          />
          {(['shortDescription', 'shortDescriptionRu'] as const).map((key) => (
            <TextField key={key} label={t(`content.posts.fields.${key}`)} value={values[key] ?? ''} onChange={(e) => set(key, e.target.value)} />
          ))}
          {(['content', 'contentRu'] as const).map((key) => (
            <TextAreaField
              key={key}
              label={t(`content.posts.fields.${key}`)}
              hint={t('content.settings.html')}
              rows={8}
              value={values[key] ?? ''}
              onChange={(e) => set(key, e.target.value)}
            />
          ))}
          <CheckField
            label={t('content.posts.published')}
            checked={values.status === 'published'}
            onChange={(on) => set('status', on ? 'published' : 'draft')}
          />
        </>
      )}
    />
  );
}
