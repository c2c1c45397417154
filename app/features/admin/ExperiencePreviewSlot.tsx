import { renderProblem } from '#domain/experiences/experiences';
import { said, useT } from '../../ui/i18n';
import { ExperiencePreview } from '../experiences';
import s from './Admin.module.css';
import { typeName } from './experience-form';
import '../../lib/texts/admin';

function summary(value: unknown): string {
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 119)}…` : value;
  const json = JSON.stringify(value);
  return json.length > 120 ? `${json.slice(0, 119)}…` : json;
}

/**
 * The editor's live preview (issue 14): the type's own renderer draws display_data as typed
 * (nothing is sent), and under it a summary of the fields and whether the renderers can draw
 * it (spec 02 §5).
 */
export function ExperiencePreviewSlot(props: { id: number; type: number; displayData: string }) {
  const t = useT();
  let data: Record<string, unknown> | null = null;
  let unreadable: string | null = null;
  try {
    const parsed: unknown = props.displayData.trim() ? JSON.parse(props.displayData) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      data = parsed as Record<string, unknown>;
    } else unreadable = t('admin.exp.notObject');
  } catch (e) {
    unreadable = t('admin.exp.notJsonYet', { error: e instanceof Error ? e.message : String(e) });
  }
  const problem = data
    ? renderProblem({ experience_id: props.id, type: props.type, display_data: data })
    : null;

  return (
    <section className={s.preview} aria-label={t('admin.exp.preview')}>
      <h2 className={s.sectionTitle}>{t('admin.exp.preview')}</h2>
      <div data-experience-preview={props.id} className={s.previewBox}>
        <p className={s.previewType}>{typeName(t, props.type)}</p>
        {data && !problem ? (
          <ExperiencePreview
            key={props.displayData}
            id={`editor-preview-${props.id}`}
            experience={{
              experience_id: props.id,
              placement_id: 0,
              id: 0,
              type: props.type,
              status: 'not_viewed',
              display_data: data,
              triggerable_placed_exps: [],
            }}
          />
        ) : null}
        {unreadable ? <p className={s.fieldError}>{unreadable}</p> : null}
        {data ? (
          <dl className={s.previewData}>
            {Object.entries(data).map(([k, v]) => (
              <div key={k}>
                <dt>{k}</dt>
                <dd>{summary(v)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={problem ? s.fieldError : s.updated} role="status">
          {data ? (problem ? said(t, problem) : t('admin.exp.drawable')) : ''}
        </p>
      </div>
    </section>
  );
}
