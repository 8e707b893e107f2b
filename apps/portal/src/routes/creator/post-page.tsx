import { useAccount } from '@creator/api/react/account';
import { usePublishContent } from '@creator/api/react/publish';
import { DEFAULT_SHOW_TYPES } from '@creator/domain/limits';
import { readIdParam } from '@creator/forms/rules/address';
import { localDraftKeys } from '@creator/forms/rules/local-draft';
import { CREATION_PATHS, creationKinds } from '@creator/forms/rules/show-types';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { useRequiredConfig } from '../../components/required-config';
import { CreatorTabs } from './creator-tabs';
import { ComposerSchedule } from './composer-schedule';
import { PostComposer, type ComposerOptions } from './post-composer';

const LIST = '/content/post';
const loadEdit = () => import('./post-edit');
const PostEdit = lazy(loadEdit);

/** Asks for the item being edited (with the editing chunk) as soon as the page's chunk is in. */
export function loader({ request }: LoaderFunctionArgs) {
  const id = readIdParam(new URL(request.url).searchParams, 'content_id');
  if (id !== undefined) void loadEdit().then(({ warmItem }) => warmItem(id));
  return null;
}

/** /creator opens the first creation tab allowed; /creator/post writes a short post or edits one (`?content_id=`). */
export default function PostPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const [search] = useSearchParams();
  const contentId = readIdParam(search, 'content_id');
  const config = useRequiredConfig();
  const account = useAccount();
  const draftKey = account.data ? localDraftKeys.post(account.data.user_id) : null;
  const publish = usePublishContent({ writtenAt: { path: pathname + location.search, draftKey } });
  const kinds = creationKinds(config.data?.mp_supported_show_types ?? DEFAULT_SHOW_TYPES);
  const instead =
    config.data && (pathname !== CREATION_PATHS.post || !kinds.includes('post')) ? kinds[0] : undefined;
  useEffect(() => {
    if (instead) void navigate(CREATION_PATHS[instead], { replace: true });
  }, [instead, navigate]);

  if (config.fallback !== undefined) return config.fallback;
  if (instead) return null;

  const composer = ({ showSchedule = true, ...props }: ComposerOptions) => (
    <PostComposer
      key={props.contentId ?? 'new'}
      {...props}
      schedule={showSchedule ? (field) => <ComposerSchedule {...field} /> : undefined}
      draftKey={draftKey}
      publish={(payload) => publish.mutateAsync(payload)}
      leaveTo={LIST}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <CreatorTabs kinds={kinds} />
      {contentId === undefined ? (
        composer({})
      ) : (
        <Suspense fallback={null}>
          <PostEdit key={contentId} contentId={contentId} list={LIST} composer={composer} />
        </Suspense>
      )}
    </div>
  );
}
