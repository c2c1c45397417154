import { useCallback, useRef, useState } from 'react';
import { flyoutCategories, flyoutExtraTabs, type InterestModel } from '#domain/discovery/ideas';
import { getResource } from '../../lib/resource';
import { IconButton } from '../../ui/IconButton';
import { useT } from '../../ui/i18n';
import { Menu, MenuLabel, MenuLink, MenuSeparator } from '../../ui/Menu';

type Loaded = { state: 'idle' | 'loading' | 'failed' } | { state: 'ready'; list: InterestModel[] };

/**
 * The categories this database has (a fresh install may have none: the flyout never links to an
 * ideas page that would be a 404), fetched once, when a person first reaches for the button.
 */
function useCategories() {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'idle' });
  const started = useRef(false);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setLoaded({ state: 'loading' });
    getResource<InterestModel[]>('InterestsResource', { list: 'long', covers: false })
      .then((r) => setLoaded({ state: 'ready', list: r.data }))
      .catch(() => {
        started.current = false;
        setLoaded({ state: 'failed' });
      });
  }, []);
  return { loaded, load };
}

/**
 * The header's ideas flyout (spec 01 §2 P-048 … P-050): the categories, the long list or the
 * short one by the room there is (flyoutCategories), each leading to its ideas page, then all
 * ideas and videos. It opens from the button beside the Explore link, which stays a plain link.
 */
export function ExploreMenu() {
  const { loaded, load } = useCategories();
  const width = typeof window === 'undefined' ? 0 : window.innerWidth;
  const shown: readonly string[] = flyoutCategories(width);
  const items =
    loaded.state === 'ready' ? loaded.list.filter((i) => shown.includes(i.urlName)) : [];
  const t = useT();
  return (
    <Menu
      label={t('header.exploreCategories')}
      align="start"
      onOpenChange={(open) => {
        if (open) load();
      }}
      trigger={
        <IconButton
          label={t('header.exploreCategories')}
          icon="chevron-down"
          size="md"
          variant="transparent"
          onPointerEnter={load}
          onFocus={load}
        />
      }
    >
      {loaded.state === 'loading' || loaded.state === 'idle' ? (
        <MenuLabel>{t('header.loadingCategories')}</MenuLabel>
      ) : null}
      {loaded.state === 'failed' ? <MenuLabel>{t('header.categoriesFailed')}</MenuLabel> : null}
      {items.map((i) => (
        <MenuLink key={i.id} to={i.url}>
          {i.name}
        </MenuLink>
      ))}
      {items.length ? <MenuSeparator /> : null}
      <MenuLink to="/ideas/">{t('header.allIdeas')}</MenuLink>
      <MenuLink to="/videos/">{t('header.videos')}</MenuLink>
      {flyoutExtraTabs(width).map((tab) => (
        <MenuLink key={tab.to} to={tab.to}>
          {tab.to === '/today/' ? t('shell.today') : t('shell.shopping')}
        </MenuLink>
      ))}
    </Menu>
  );
}
