'use client';

import { Badge } from '@/components/ui/badge';
import { fieldControlClasses } from '@/components/ui/input';
import { contactCopy as copy } from '@/content/admin-leads';
import { isOverdue, LEAD_STATUSES, leadStatusLabels, type LeadStatus } from '@/lib/leads';
import { cn } from '@/lib/cn';

/** The pipeline status as a select: one change is one PATCH. */
export function LeadStatusSelect({ id, name, status, disabled, onChange, className }: { id: string; name: string; status: LeadStatus; disabled?: boolean; onChange: (status: LeadStatus) => void; className?: string }) {
  return (
    <select
      id={id}
      aria-label={copy.statusLabel(name)}
      value={status}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as LeadStatus)}
      className={cn(fieldControlClasses, 'h-9 w-36', className)}
    >
      {LEAD_STATUSES.map((value) => <option key={value} value={value}>{leadStatusLabels[value]}</option>)}
    </select>
  );
}

/** "New" and, past the 24-hour promise, "Overdue"; later statuses name themselves. */
export function LeadBadges({ lead }: { lead: { status: LeadStatus; createdAt: string } }) {
  const overdue = isOverdue(lead);
  return (
    <>
      <Badge variant={lead.status === 'new' ? 'default' : lead.status === 'spam' ? 'destructive' : 'muted'}>{leadStatusLabels[lead.status]}</Badge>
      {overdue && <Badge variant="destructive">{copy.overdueBadge}</Badge>}
    </>
  );
}
