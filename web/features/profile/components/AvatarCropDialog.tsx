import '@mantine/core/styles/Slider.css';
import { Alert, Box, Button, Group, Slider, Stack, Text } from '@mantine/core';
import {
  type CSSProperties,
  type Dispatch,
  type KeyboardEvent,
  type PointerEvent,
  type SetStateAction,
  useEffect,
  useRef,
  useState,
} from 'react';
import { TargetDialog } from '../../../components/Dialog';
import { useTranslation } from '../../../i18n/i18n';
import { useErrorText } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useUploadAvatar } from '../api';
import { CROP_MARGIN, type CropView, clampOffsets, cropOf, initialView, MAX_ZOOM, scaleOf, zoomTo } from '../crop';

const VIEW = 260;
const KEY_STEP = 10;

interface AvatarCropDialogProps {
  /** the picture chosen; null closes the dialog */
  file: File | null;
  onClose: () => void;
}

/** Drag to move the picture, slide (or scroll) to zoom; the circle shows what others will see. */
export function AvatarCropDialog({ file, onClose }: AvatarCropDialogProps) {
  const { t } = useTranslation();
  return (
    <TargetDialog target={file} onClose={onClose} title={t('profile.avatar.cropTitle')}>
      {(picked) => <CropForm file={picked} onDone={onClose} />}
    </TargetDialog>
  );
}

function CropForm({ file, onDone }: { file: File; onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const upload = useUploadAvatar();
  const [url] = useState(() => URL.createObjectURL(file));
  const [view, setView] = useState<CropView | null>(null);
  const [isUnreadable, setUnreadable] = useState(false);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);

  function handleSave() {
    if (!view) return;
    upload.mutate(
      { file, crop: cropOf(view) },
      {
        onSuccess: () => {
          notifySuccess(t('profile.avatar.saved'));
          onDone();
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('profile.avatar.cropHint')}
      </Text>
      {isUnreadable ? (
        <Alert color="red" variant="light">
          {t('profile.avatar.unreadable')}
        </Alert>
      ) : (
        <CropArea url={url} view={view} setView={setView} onUnreadable={() => setUnreadable(true)} />
      )}
      <ZoomSlider view={view} setView={setView} />
      {upload.isError && (
        <Alert color="red" variant="light">
          {errorText(upload.error)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t('profile.avatar.cancel')}
        </Button>
        <Button disabled={!view} loading={upload.isPending} onClick={handleSave}>
          {t('profile.avatar.save')}
        </Button>
      </Group>
    </Stack>
  );
}

type SetView = Dispatch<SetStateAction<CropView | null>>;

function ZoomSlider({ view, setView }: { view: CropView | null; setView: SetView }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Text size="sm" mb={4} id="avatar-zoom-label">
        {t('profile.avatar.zoom')}
      </Text>
      <Slider
        aria-labelledby="avatar-zoom-label"
        min={1}
        max={MAX_ZOOM}
        step={0.05}
        value={view?.zoom ?? 1}
        onChange={(zoom) => setView((current) => (current ? zoomTo(current, zoom) : current))}
        label={null}
        disabled={!view}
      />
    </Box>
  );
}

const areaStyle: CSSProperties = {
  position: 'relative',
  width: VIEW,
  height: VIEW,
  margin: '0 auto',
  overflow: 'hidden',
  touchAction: 'none',
  cursor: 'grab',
  borderRadius: 8,
  background: 'var(--mantine-color-gray-2)',
};

const circleStyle: CSSProperties = {
  position: 'absolute',
  borderRadius: '50%',
  boxShadow: '0 0 0 999px rgba(0, 0, 0, 0.45)',
  border: '2px solid white',
  pointerEvents: 'none',
};

/** The picture in its square, moved by dragging or the arrow keys and zoomed by the wheel, the circle over it. */
function CropArea(props: { url: string; view: CropView | null; setView: SetView; onUnreadable: () => void }) {
  const { url, view, setView, onUnreadable } = props;
  const { t } = useTranslation();
  const handlers = useDragToMove(setView);
  const scale = view ? scaleOf(view) : 1;
  return (
    <Box
      role="application"
      aria-label={t('profile.avatar.cropArea')}
      tabIndex={0}
      {...handlers}
      onWheel={(event) =>
        setView((current) => (current ? zoomTo(current, current.zoom - event.deltaY / 500) : current))
      }
      style={areaStyle}
    >
      <img
        src={url}
        alt=""
        draggable={false}
        onLoad={(event) =>
          setView(initialView(event.currentTarget.naturalWidth, event.currentTarget.naturalHeight, VIEW))
        }
        onError={onUnreadable}
        style={{
          position: 'absolute',
          left: view?.offsetX ?? 0,
          top: view?.offsetY ?? 0,
          width: view ? view.width * scale : undefined,
          height: view ? view.height * scale : undefined,
          maxWidth: 'none',
          visibility: view ? 'visible' : 'hidden',
          userSelect: 'none',
          pointerEvents: 'none',
        }}
      />
      {/* Everything outside the circle is dimmed: the avatar shows as a circle. */}
      <Box aria-hidden style={{ ...circleStyle, inset: view?.margin ?? CROP_MARGIN }} />
    </Box>
  );
}

/** Pointer and arrow-key handlers that move the picture within the square. */
function useDragToMove(setView: SetView) {
  const drag = useRef<{ x: number; y: number } | null>(null);
  const move = (dx: number, dy: number) =>
    setView((current) =>
      current ? clampOffsets({ ...current, offsetX: current.offsetX + dx, offsetY: current.offsetY + dy }) : current,
    );
  return {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: event.clientX, y: event.clientY };
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (!drag.current) return;
      move(event.clientX - drag.current.x, event.clientY - drag.current.y);
      drag.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp() {
      drag.current = null;
    },
    onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
      const steps: Record<string, [number, number]> = {
        ArrowLeft: [KEY_STEP, 0],
        ArrowRight: [-KEY_STEP, 0],
        ArrowUp: [0, KEY_STEP],
        ArrowDown: [0, -KEY_STEP],
      };
      const step = steps[event.key];
      if (!step) return;
      event.preventDefault();
      move(...step);
    },
  };
}
