#include "speech/ComboSpeech.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialog>
#include <QPointer>

#include "speech/ScreenReaderNotice.h"

namespace {

const char* const kOwnWords = "comboSpeechOwnWords";  // the description the box had, if any

// The notice of the main window: one inside a dialog has the reader say the dialog's name and
// description again before every message (Orca reads a dialog among a notification's ancestors,
// not a main window).
ScreenReaderNotice* noticeOf(QWidget* window) {
    while (qobject_cast<QDialog*>(window) && window->parentWidget())
        window = window->parentWidget()->window();
    if (auto* notice =
            window->findChild<ScreenReaderNotice*>(QString(), Qt::FindDirectChildrenOnly))
        return notice;
    return new ScreenReaderNotice(window);
}

void describe(QComboBox* combo) {
    const QString own = combo->property(kOwnWords).toString();
    const QString choice = combo->currentText();
    const QString words =
        own.isEmpty() ? choice
                      : QCoreApplication::translate("ComboSpeech", "%1. %2").arg(choice, own);
    if (combo->accessibleDescription() != words) combo->setAccessibleDescription(words);
}

void watch(QComboBox* combo) {
    const QString own = combo->accessibleDescription().isEmpty() ? combo->toolTip()
                                                                 : combo->accessibleDescription();
    combo->setProperty(kOwnWords, own);
    describe(combo);
    QObject::connect(combo, &QComboBox::currentIndexChanged, combo, [combo] {
        describe(combo);
        // A choice made in the open list was read there by the reader.
        const bool listOpen = combo->view() && combo->view()->isVisible();
        if (combo->hasFocus() && !listOpen) noticeOf(combo->window())->say(combo->currentText());
    });
}

class Watcher : public QObject {
protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Show) {
            auto* combo = qobject_cast<QComboBox*>(watched);
            // An editable box is a text field: the reader reads its text itself.
            if (combo && !combo->isEditable() && !combo->property(kOwnWords).isValid())
                watch(combo);
        }
        return false;
    }
};

}  // namespace

void ComboSpeech::install() {
    static QPointer<Watcher> watcher;
    if (watcher || !qApp) return;
    watcher = new Watcher;
    watcher->setParent(qApp);
    qApp->installEventFilter(watcher);
}
