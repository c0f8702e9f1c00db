// Lets the window's shortcuts through a text box the player is not typing in. A QLineEdit
// claims Ctrl+Z, the arrows, Home, End, Ctrl+E and plain letters for itself (ShortcutOverride)
// even when it holds nothing the player typed, so with the focus in the move box Ctrl+Z undid
// the box's old text and H typed "h". Installed on a box, this hands those keys to the window
// unless the box holds text the player has typed (edited and not empty); and a key the window
// binds whose action is off then does nothing, rather than type its letter into the box.
#pragma once

#include <QObject>

class QLineEdit;

class ShortcutGuard : public QObject {
    Q_OBJECT

public:
    // Guards `edit`; the guard is a child of it.
    static void install(QLineEdit* edit);
    // True while the player is typing in `edit`: it keeps the keys a text box needs then.
    static bool isTyping(const QLineEdit* edit);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};
