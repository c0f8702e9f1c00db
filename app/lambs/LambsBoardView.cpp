#include "lambs/LambsBoardView.h"

#include <QFont>
#include <QList>
#include <QMouseEvent>
#include <QPainter>

#include "board/BoardTheme.h"
#include "board/PieceRenderer.h"
#include "engine/lambs/MoveGen.h"

using bagh::EndReason;
using bagh::GameResult;
using bagh::Outcome;
using bagh::Side;
using namespace bagh::lambs;

LambsBoardView::LambsBoardView(QWidget* parent)
    : QWidget(parent), pos_(Position::start(lambsBoard())), pieces_(new PieceRenderer) {
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(200, 200);  // small screens (640×360 logical): the board gives way first
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

LambsBoardView::~LambsBoardView() { delete pieces_; }

void LambsBoardView::setPosition(const Position& pos, const MoveList& legal, Move lastMove) {
    pos_ = pos;
    legal_ = legal;
    last_ = lastMove;
    hint_ = Move();
    selected_ = kNoPoint;
    update();
}

void LambsBoardView::setHint(Move move) {
    hint_ = move;
    update();
}

QPointF LambsBoardView::pointCenter(Point p) const { return LambsGeometry(size()).pointCenter(p); }

void LambsBoardView::resizeEvent(QResizeEvent*) { background_ = QPixmap(); }

const QPixmap& LambsBoardView::background() {
    const qreal dpr = devicePixelRatioF();
    if (!background_.isNull() && background_.size() == size() * dpr) return background_;
    background_ = QPixmap(size() * dpr);
    background_.setDevicePixelRatio(dpr);
    background_.fill(Qt::transparent);
    const LambsGeometry geo(size());
    QPainter p(&background_);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    BoardTheme::paintWood(p, geo.boardRect());
    // The lines, from the engine's neighbours so that the drawing and the rules agree.
    const Board& board = lambsBoard();
    QList<QLineF> lines;
    for (Point a = 0; a < board.points(); ++a)
        for (Point b = a + 1; b < board.points(); ++b)
            if (board.neighbours(a) & bit(b))
                lines.append(QLineF(geo.pointCenter(a), geo.pointCenter(b)));
    BoardTheme::paintGrooves(p, lines, std::max<qreal>(1.5, geo.unit() * 0.008));
    QFont font(QStringLiteral("serif"));
    font.setBold(true);
    font.setPixelSize(std::max(8, static_cast<int>(geo.unit() * 0.03)));
    p.setFont(font);
    for (Point s = 0; s < board.points(); ++s) {
        const QPointF c = geo.pointCenter(s);
        BoardTheme::paintCup(p, c, geo.unit() * 0.014);
        // The point's number, burnt in beside it (moves are written with these numbers).
        const QRectF label(c.x() + geo.pieceSize() * 0.42, c.y() - geo.pieceSize() * 0.95,
                           geo.pieceSize() * 0.7, geo.pieceSize() * 0.5);
        p.setPen(QColor(255, 220, 170, 150));
        p.drawText(label.translated(0.7, 0.7), Qt::AlignLeft | Qt::AlignVCenter,
                   QString::number(s));
        p.setPen(QColor(58, 28, 8, 235));
        p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, QString::number(s));
    }
    return background_;
}

void LambsBoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.drawPixmap(0, 0, background());
    const LambsGeometry geo(size());
    const qreal piece = geo.pieceSize();
    auto ring = [&](Point s, const QColor& c, qreal width) {
        p.setPen(QPen(c, width));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(geo.pointCenter(s), piece * 0.6, piece * 0.6);
    };
    if (!last_.isNull()) {
        QColor glow = BoardTheme::kLastMove;
        glow.setAlpha(110);
        p.setPen(Qt::NoPen);
        p.setBrush(glow);
        p.drawEllipse(geo.pointCenter(last_.to()), piece * 0.62, piece * 0.62);
        if (!last_.isPlacement()) ring(last_.from(), BoardTheme::kLastMove, 2.0);
    }
    for (Point s = 0; s < lambsBoard().points(); ++s) {
        if (pos_.tigers() & bit(s)) pieces_->paint(p, Side::Tigers, geo.pointCenter(s), piece);
        if (pos_.goats() & bit(s)) pieces_->paint(p, Side::Goats, geo.pointCenter(s), piece);
    }
    if (!hint_.isNull()) {
        ring(hint_.to(), BoardTheme::kHint, 3.0);
        if (!hint_.isPlacement()) ring(hint_.from(), BoardTheme::kHint, 3.0);
    }
    if (selected_ != kNoPoint) {
        ring(selected_, BoardTheme::kSelect, 3.0);
        for (Move m : legal_)
            if (m.from() == selected_)
                ring(m.to(), m.isJump() ? BoardTheme::kCaptureTarget : BoardTheme::kTarget, 2.5);
    }
}

void LambsBoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) return;
    const Point p = LambsGeometry(size()).pointAt(event->position());
    if (p == kNoPoint) {
        emit clickRejected(tr("Click on a point of the board."));
        return;
    }
    click(p);
}

void LambsBoardView::click(Point p) {
    if (!blocked_.isEmpty() || legal_.size() == 0) {
        emit clickRejected(blocked_.isEmpty() ? tr("No moves here.") : blocked_);
        return;
    }
    const Mask mine = pos_.sideToMove() == Side::Goats ? pos_.goats() : pos_.tigers();
    if (selected_ != kNoPoint) {
        for (Move m : legal_)
            if (m.from() == selected_ && m.to() == p) {
                selected_ = kNoPoint;
                emit moveChosen(m);
                return;
            }
        if (p == selected_) {  // a second click on the piece puts it down again
            selected_ = kNoPoint;
            update();
            return;
        }
    }
    if (pos_.sideToMove() == Side::Goats && pos_.goatsInHand() > 0) {
        for (Move m : legal_)
            if (m.isPlacement() && m.to() == p) {
                emit moveChosen(m);
                return;
            }
        emit clickRejected(tr("Goats still in hand are placed first: click an empty point."));
        return;
    }
    if (mine & bit(p)) {
        const bool canMove =
            std::any_of(legal_.begin(), legal_.end(), [p](Move m) { return m.from() == p; });
        if (!canMove) {
            emit clickRejected(tr("The piece on %1 cannot move.").arg(p));
            return;
        }
        selected_ = p;
        update();
        return;
    }
    emit clickRejected(selected_ != kNoPoint
                           ? tr("The piece on %1 cannot go to %2.").arg(selected_).arg(p)
                           : tr("Select one of your pieces first, then where it goes."));
}
