import { createFileRoute } from '@tanstack/react-router';
import { QuestionnairePage } from '../../../../features/pages/PlaceholderPages';

export const Route = createFileRoute('/questionnaire/$category/$id')({ component: QuestionnaireRoute });

function QuestionnaireRoute() {
  const { category, id } = Route.useParams();
  return <QuestionnairePage category={category} id={id} />;
}
