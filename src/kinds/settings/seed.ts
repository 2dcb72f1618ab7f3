import { site } from '@/content/site';
import { publicConfig } from '@/server/env';

// The settings a new site starts with: the environment's (CONTACT_EMAIL, DISCORD_URL, SLACK_URL, SCHEDULING_URL) and
// today's office; written once per database, so a later change of the environment no longer overrides staff's.
export const settingsSeed = () => {
  const config = publicConfig();
  return {
    main: {
      contactEmail: config.contactEmail,
      officeCity: site.office.city,
      officeCountry: site.office.country,
      discordUrl: config.discordUrl,
      slackUrl: config.slackUrl,
      schedulingUrl: config.schedulingUrl,
    },
  };
};
