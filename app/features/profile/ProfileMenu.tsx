import { useState } from 'react';
import {
  PROFILE_REPORT_DETAILS_MAX,
  PROFILE_REPORT_REASONS,
  profileReportProblem,
} from '#domain/feedback/profile-reports';
import type { UserModel } from '#domain/pins/models';
import { ApiError } from '../../lib/resource';
import { useT } from '../../ui/i18n';
import { useToast } from '../../ui/Toast';
import { ReportDialog, reportProfile } from '../feedback';
import { MoreMenu, useBlocking } from '../messages';
import '../../lib/texts/boards';

const DETAILS = { max: PROFILE_REPORT_DETAILS_MAX, problem: profileReportProblem };

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
          reasons={PROFILE_REPORT_REASONS}
          details={DETAILS}
          onOpenChange={setReporting}
          onReport={(reason, details) => void report(reason, details)}
        />
      ) : null}
    </MoreMenu>
  );
}
