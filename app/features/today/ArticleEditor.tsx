import { useEffect, useRef } from 'react';
import { useNavigation, useSearchParams } from 'react-router';
import type { TodayArticleCard, TodayComposerPin } from '#domain/discovery/today';
import { type FormResult, isFailure, isSuccess } from '../../lib/form-result';
import { Badge } from '../../ui/Badge';
import { FormAlert } from '../../ui/FormAlert';
import { useT } from '../../ui/i18n';
import { Link } from '../../ui/Link';
import { useToast } from '../../ui/Toast';
import { ArticleForm, type ArticleFormValues } from './ArticleForm';
import { DeleteArticleButton, PublishButton } from './ArticleStatus';
import s from './Composer.module.css';
import { ComposerPins } from './ComposerPins';
import '../../lib/texts/discover';

type EditedArticle = TodayArticleCard & { body: string; interestId: number | null };

function valuesOf(a: EditedArticle | null): ArticleFormValues {
  return {
    title: a?.title ?? '',
    subtitle: a?.subtitle ?? '',
    body: a?.body ?? '',
    kind: a?.kind ?? 'article',
    interestId: a?.interestId === null || a?.interestId === undefined ? '' : String(a.interestId),
  };
}

/**
 * The editor of one article (issue 16), or of a new one: its words, then (once it exists) its
 * pins, Publish or Unpublish and Delete. Each button posts to the page's action; what it did
 * shows as a toast, what it refused next to the control.
 */
export function ArticleEditor(props: {
  article: EditedArticle | null;
  pins: readonly TodayComposerPin[];
  interests: readonly { id: string; name: string }[];
  result: FormResult | undefined;
}) {
  const { article, result } = props;
  const t = useT();
  const navigation = useNavigation();
  const busy =
    navigation.state === 'idle' ? null : String(navigation.formData?.get('intent') ?? '');
  const toast = useToast();
  const [params] = useSearchParams();
  const shown = useRef<unknown>(null);
  const created = t('today.created');

  useEffect(() => {
    if (isSuccess(result) && shown.current !== result) {
      shown.current = result;
      toast.show({ text: result.message });
    }
  }, [result, toast]);
  useEffect(() => {
    if (params.get('created') === '1' && shown.current === null) {
      shown.current = 'created';
      toast.show({ text: created });
    }
  }, [params, toast, created]);

  const failure = isFailure(result) ? result : null;
  const saveError =
    failure && failure.intent === 'save' ? { message: failure.error, field: failure.field } : null;
  const addError = failure && failure.intent === 'add' ? failure.error : null;
  const otherError =
    failure && !['save', 'add'].includes(failure.intent ?? '') ? failure.error : null;
  const values = saveError ? { ...valuesOf(article), ...failure?.fields } : valuesOf(article);
  const published = article?.status === 'published';

  return (
    <>
      <div className={s.head}>
        <h1 className={s.title}>{article ? article.title : t('today.newArticle')}</h1>
        {article ? (
          <div className={s.actions}>
            <PublishButton
              published={published}
              busy={busy === 'publish' || busy === 'unpublish'}
            />
            <DeleteArticleButton title={article.title} busy={busy === 'delete'} />
          </div>
        ) : null}
      </div>
      {article ? (
        <p className={s.lead}>
          <Badge tone={published ? 'success' : 'neutral'}>
            {published ? t('today.published') : t('today.draft')}
          </Badge>{' '}
          {published ? (
            <Link to={article.url} underline="always">
              {t('today.readIt')}
            </Link>
          ) : (
            <Link to={article.url} underline="always">
              {t('today.preview')}
            </Link>
          )}
        </p>
      ) : (
        <p className={s.lead}>{t('today.newLead')}</p>
      )}
      <FormAlert id="today-editor-error" message={otherError} />
      <ArticleForm
        key={article ? `${article.id}:${article.updatedAt}` : 'new'}
        values={values}
        interests={props.interests}
        error={saveError}
        isNew={article === null}
        busy={busy === 'save'}
      />
      {article ? (
        <ComposerPins
          key={`${article.id}:${props.pins.length}`}
          pins={props.pins}
          addError={addError}
          typed={addError ? (failure?.fields.pin ?? '') : ''}
          busyIntent={busy}
        />
      ) : null}
    </>
  );
}
