import { useMemo, useState } from 'react';
import {
  PROFILE_REPORT_DETAILS_MAX,
  PROFILE_REPORT_REASONS,
  profileReportProblem,
} from '#domain/feedback/profile-reports';
import type { UserModel } from '#domain/pins/models';
import { ApiError } from '../../lib/resource';
import { said, useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { ReportDialog, reportProfile } from '../feedback';
import { MoreMenu, useBlocking } from '../messages';
import '../../lib/texts/boards';

/**
 * The … menu of someone else's profile (issue 33, decision 046): Report profile (a reason and
 * optional details; the thanks offers Block right after) and Block or Unblock.
 */
export function ProfileMenu(props: {
  user: Pick<UserModel, 'id' | 'fullName' | 'username'>;
  blocked: boolean;
  onBlockedChange(blocked: boolean): void;
}) {
  const { user } = props;
  const t = useT();
  const blocking = useBlocking(user, props.blocked, props.onBlockedChange);
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  // decision 064: the reasons and the details' problems are the rules' ids, said here
  const reasons = useMemo(
    () => PROFILE_REPORT_REASONS.map((r) => ({ id: r.id, label: t(r.label), hint: t(r.hint) })),
    [t],
  );
  const details = useMemo(
    () => ({
      max: PROFILE_REPORT_DETAILS_MAX,
      problem(reason: string, text: string) {
        const p = profileReportProblem(reason, text);
        return p ? said(t, p) : null;
      },
    }),
    [t],
  );

  async function report(reason: string, details: string) {
    setBusy(true);
    try {
      await reportProfile(user.id, reason, details);
      setReporting(false);
      toast.show({
        text: t('profile.reportThanks'),
        ...(blocking.blocked
          ? {}
          : {
              action: {
                label: t('profile.block', { name: user.fullName }),
                onClick: blocking.ask,
              },
              duration: 8000,
            }),
      });
    } catch (e) {
      // already reported: the dialog has nothing more to do, and nothing went wrong
      const already = e instanceof ApiError && e.status === 409;
      if (already) setReporting(false);
      toast.show({
        text: e instanceof ApiError ? e.message : t('profile.failed'),
        tone: already ? 'default' : 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <MoreMenu
      items={[{ label: t('profile.report'), onSelect: () => setReporting(true) }, blocking.item]}
    >
      {blocking.dialog}
      {reporting ? (
        <ReportDialog
          open
          busy={busy}
          subject="profile"
          reasons={reasons}
          details={details}
          onOpenChange={setReporting}
          onReport={(reason, details) => void report(reason, details)}
        />
      ) : null}
    </MoreMenu>
  );
}
