#include "play/TutorBar.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>

#include "play/Tutor.h"
#include "window/AppStyle.h"

TutorBar::TutorBar(Tutor* tutor, QWidget* returnTo, QWidget* parent)
    : QFrame(parent),
      tutor_(tutor),
      returnTo_(returnTo),
      text_(new QLabel),
      takeBack_(new QPushButton),
      playAnyway_(new QPushButton) {
    setObjectName(QStringLiteral("tutorBar"));
    setFrameShape(QFrame::StyledPanel);
    setAccessibleName(tr("The tutor's warning"));
    text_->setWordWrap(true);
    text_->setTextFormat(Qt::PlainText);
    takeBack_->setText(tr("Take It &Back"));
    playAnyway_->setText(tr("&Play It Anyway"));
    // The keys stay Alt+B and Alt+P in every language (no menu title of the window uses them),
    // whatever letter a translation marks.
    takeBack_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_B));
    playAnyway_->setShortcut(QKeySequence(Qt::ALT | Qt::Key_P));
    takeBack_->setToolTip(tr("Leave the position as it was (%1)")
                              .arg(takeBack_->shortcut().toString(QKeySequence::NativeText)));
    playAnyway_->setToolTip(tr("Play the move after all (%1)")
                                .arg(playAnyway_->shortcut().toString(QKeySequence::NativeText)));
    // Enter on the focused button answers too (outside a dialog a button takes only Space).
    takeBack_->setAutoDefault(true);
    playAnyway_->setAutoDefault(true);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(10, 6, 10, 6);
    row->addWidget(text_, 1);
    row->addWidget(takeBack_);
    row->addWidget(playAnyway_);
    // Escape in the bar is the safe answer too (before the window's own Escape, which hides
    // the result banner).
    takeBack_->installEventFilter(this);
    playAnyway_->installEventFilter(this);
    connect(takeBack_, &QPushButton::clicked, this, [this] {
        returnFocus();
        tutor_->takeBack();
    });
    connect(playAnyway_, &QPushButton::clicked, this, [this] {
        returnFocus();
        tutor_->playAnyway();
    });
    connect(tutor_, &Tutor::warningChanged, this, &TutorBar::update);
    // Laid over its parent's top edge (the board), not in a layout: showing it moves nothing.
    if (parent) parent->installEventFilter(this);
    hide();
}

void TutorBar::place() {
    if (!parentWidget()) return;
    const int width = parentWidget()->width();
    setGeometry(0, 0, width, hasHeightForWidth() ? heightForWidth(width) : sizeHint().height());
    raise();
}

bool TutorBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget()) {
        if (event->type() == QEvent::Resize && isVisible()) place();
        return false;
    }
    const bool escape =
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape &&
        static_cast<QKeyEvent*>(event)->modifiers() == Qt::NoModifier;
    if (!escape) return QFrame::eventFilter(watched, event);
    event->accept();  // the override claims the key for the bar; the press answers
    if (event->type() == QEvent::KeyPress) takeBack_->click();
    return true;
}

QString TutorBar::warning() const { return isVisible() ? text_->text() : QString(); }

void TutorBar::returnFocus() {
    if (!isAncestorOf(QApplication::focusWidget())) return;
    QWidget* back = cameFrom_ && cameFrom_->isVisible() ? cameFrom_.data() : returnTo_.data();
    if (back) back->setFocus(Qt::OtherFocusReason);
}

void TutorBar::update() {
    const QString text = tutor_->warning();
    if (text.isEmpty()) {
        // Lapsed or answered elsewhere (another move on the board): the board keeps the keys.
        returnFocus();
        hide();
        return;
    }
    text_->setText(text);
    text_->setStyleSheet(QStringLiteral("color: %1;").arg(AppStyle::colour("warn").name()));
    setAccessibleDescription(text);
    // Read with the button that takes the focus, so a screen reader says why it is there.
    takeBack_->setAccessibleDescription(text);
    playAnyway_->setAccessibleDescription(text);
    // A warning in place of another keeps the first one's origin.
    if (QWidget* focus = QApplication::focusWidget(); focus && !isAncestorOf(focus))
        cameFrom_ = focus;
    place();
    show();
    // The safe answer has the keys: Space or Enter takes the move back.
    takeBack_->setFocus(Qt::OtherFocusReason);
}
