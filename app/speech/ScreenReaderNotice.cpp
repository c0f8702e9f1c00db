#include "speech/ScreenReaderNotice.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <algorithm>

namespace {

// A reader's usual pace (Orca's default rate with espeak-ng: about 16 letters a second), the
// word Orca puts before each message ("notification", as long as 13 letters) and its pauses.
constexpr int kMsPerLetter = 60;
constexpr int kRoleLetters = 13;
constexpr int kPauseMs = 300;

class NoticeInterface : public QAccessibleWidget {
public:
    explicit NoticeInterface(ScreenReaderNotice* notice)
        : QAccessibleWidget(notice, QAccessible::Notification) {}

    QString text(QAccessible::Text t) const override {
        if (t == QAccessible::Name) return static_cast<ScreenReaderNotice*>(widget())->current();
        return {};
    }
};

QAccessibleInterface* noticeFactory(const QString& className, QObject* object) {
    if (className == QLatin1String("ScreenReaderNotice") && object && object->isWidgetType())
        return new NoticeInterface(static_cast<ScreenReaderNotice*>(object));
    return nullptr;
}

}  // namespace

ScreenReaderNotice::ScreenReaderNotice(QWidget* window) : QWidget(window) {
    static const bool factoryInstalled = [] {
        QAccessible::installFactory(noticeFactory);
        return true;
    }();
    Q_UNUSED(factoryInstalled);
    setObjectName(QStringLiteral("screenReaderNotice"));
    setFocusPolicy(Qt::NoFocus);
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setGeometry(0, 0, 0, 0);
    busy_.setSingleShot(true);
    connect(&busy_, &QTimer::timeout, this, &ScreenReaderNotice::sendWaiting);
}

int ScreenReaderNotice::speakingMs(const QString& text) {
    return kPauseMs + kMsPerLetter * (kRoleLetters + static_cast<int>(text.size()));
}

void ScreenReaderNotice::say(const QString& text) {
    const QString said = text.simplified();
    if (said.isEmpty()) return;
    // Messages of one moment (a move and the game's end) go together: the first waits for the
    // event loop's turn.
    // The same news twice in one breath (two signals of one change) is said once.
    if (!waiting_.contains(said)) waiting_ << said;
    if (!busy_.isActive()) busy_.start(0);
}

void ScreenReaderNotice::sendWaiting() {
    if (waiting_.isEmpty()) return;
    current_ = waiting_.join(QLatin1Char(' '));
    waiting_.clear();
    busy_.start(speakingMs(current_));
    emit sent(current_);
    if (!QAccessible::isActive()) return;
    if (isHidden()) show();
    // The new name first: a reader keeps the name it last heard of, and told only that the
    // notice shows, Orca said the message before again.
    QAccessibleEvent renamed(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&renamed);
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
}
