import { useParams, type RouteObject } from 'react-router';
import { NotFoundPage } from '../errors/ErrorPages';
import { usePage } from './pageState';
import { useT } from './i18n';

/**
 * The footer's pages (spec §1: group websites, cookies, privacy policy, terms of use): the title is
 * the footer link's own text, the body the topic's paragraphs; list items say what each part is.
 */
const TOPICS = {
  group: { title: 'Footer_GroupWebsites', paragraphs: ['About_Group_Text1'], list: [] },
  cookies: {
    title: 'Footer_Cookies',
    paragraphs: ['About_Cookies_Text1', 'About_Cookies_Storage'],
    list: ['About_Cookies_Session', 'About_Cookies_Language'],
  },
  privacy: {
    title: 'Footer_PrivacyPolicy',
    paragraphs: ['About_Privacy_Text1', 'About_Privacy_Text2', 'About_Privacy_Text3'],
    list: [],
  },
  terms: {
    title: 'Footer_TermsOfUse',
    paragraphs: ['About_Terms_Text1', 'About_Terms_Text2', 'About_Terms_Text3'],
    list: [],
  },
} as const;
export type AboutTopic = keyof typeof TOPICS;
export const ABOUT_TOPICS = Object.keys(TOPICS) as AboutTopic[];

function isTopic(value: string | undefined): value is AboutTopic {
  return value !== undefined && Object.prototype.hasOwnProperty.call(TOPICS, value);
}

function AboutTopicPage({ topic }: { topic: AboutTopic }) {
  const t = useT();
  const { title, paragraphs, list } = TOPICS[topic];
  usePage({ title: t(title) });
  const [first, ...rest] = paragraphs;
  return (
    <article className="ic-about-page" aria-labelledby="ic-about-title">
      <h1 id="ic-about-title">{t(title)}</h1>
      <p>{t(first)}</p>
      {topic === 'group' && (
        <ul>
          {/* Documents, not in-app routes: each site is its own application. */}
          <li>
            <a href="/" data-native-link="">
              {t('About_Group_PublicSite')}
            </a>
          </li>
          <li>
            <a href="/platform/" data-native-link="">
              {t('About_Group_Platform')}
            </a>
          </li>
        </ul>
      )}
      {list.length > 0 && (
        <ul>
          {list.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      )}
      {rest.map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </article>
  );
}

/** about/:topic — the page of a footer link; an unknown topic is not found. */
export function AboutPage() {
  const { topic } = useParams();
  return isTopic(topic) ? <AboutTopicPage topic={topic} /> : <NotFoundPage />;
}

/** The footer links' routes (`/about/group|cookies|privacy|terms`), for the app served at '/'. */
export function aboutRoutes(): RouteObject[] {
  return [{ path: 'about/:topic', Component: AboutPage }];
}
