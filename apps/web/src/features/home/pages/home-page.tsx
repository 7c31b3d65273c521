import '../home.css';
import { PageLayout } from '../../../components/page-layout';
import { FaqSection } from '../components/faq-section';
import { HomeHero } from '../components/home-hero';
import { HomeHighlights } from '../components/home-highlights';

/** The public home page ('' in the route list). */
export function HomePage() {
  return (
    <PageLayout title={null}>
      <HomeHero />
      <HomeHighlights />
      <FaqSection />
    </PageLayout>
  );
}
