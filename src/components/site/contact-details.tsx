import { Mail, MapPin, MessagesSquare } from '@/components/ui/icons';
import { cardClasses, IconTile } from '@/components/site/section';
import { contactPage } from '@/content/contact';
import { getSettings } from '@/server/queries/public';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

type DetailsCopy = { heading: string; officeLabel: string; emailLabel: string; promise: string | null; communityLabel: string; discord: string; slack: string };

/** Office, e-mail and community links beside the contact form: the labels are the block's, the addresses the settings'. */
export async function ContactDetails({ copy }: { copy: DetailsCopy }) {
  const { contactEmail, discordUrl, slackUrl, officeCity, officeCountry } = await getSettings();
  return (
    <aside aria-labelledby="details-heading" className="space-y-4">
      <h2 id="details-heading" className="sr-only">{copy.heading}</h2>
      <div className={cardClasses}>
        <IconTile><MapPin /></IconTile>
        <h3 className="mt-4 font-semibold">{copy.officeLabel}</h3>
        <p className="mt-1 text-muted-foreground">{officeCity}, {officeCountry}</p>
      </div>
      <div className={cardClasses}>
        <IconTile><Mail /></IconTile>
        <h3 className="mt-4 font-semibold">{copy.emailLabel}</h3>
        <a href={`mailto:${contactEmail}`} className="mt-1 block break-all font-medium text-primary hover:underline">{contactEmail}</a>
        {copy.promise && <p className="mt-2 text-sm text-muted-foreground">{copy.promise}</p>}
      </div>
      <div className={cardClasses}>
        <IconTile><MessagesSquare /></IconTile>
        <h3 className="mt-4 font-semibold">{copy.communityLabel}</h3>
        <ul className="mt-2 space-y-1.5">
          <li><a href={discordUrl} {...external} className="font-medium text-primary hover:underline">{copy.discord}<span className="sr-only"> {contactPage.newTab}</span></a></li>
          <li><a href={slackUrl} {...external} className="font-medium text-primary hover:underline">{copy.slack}<span className="sr-only"> {contactPage.newTab}</span></a></li>
        </ul>
      </div>
    </aside>
  );
}
