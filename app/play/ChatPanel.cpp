#include "play/ChatPanel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>

#include "engine/net/Protocol.h"

namespace {

constexpr int kMaxBytes = static_cast<int>(bagh::net::kMaxChatBytes);
// A long game's talk stays bounded: the oldest lines go first.
constexpr int kMaxLines = 500;
const QString kFoldedKey = QStringLiteral("view/chatFolded");

}  // namespace

ChatPanel::ChatPanel(QWidget* parent)
    : QFrame(parent),
      title_(new QLabel),
      fold_(new QToolButton),
      conversation_(new QPlainTextEdit),
      input_(new QLineEdit),
      send_(new QPushButton) {
    // The side panel's card look (AppStyle's QFrame#card).
    setObjectName(QStringLiteral("card"));
    title_->setObjectName(QStringLiteral("cardTitle"));
    fold_->setObjectName(QStringLiteral("smallButton"));
    fold_->setFocusPolicy(Qt::TabFocus);
    conversation_->setObjectName(QStringLiteral("chatConversation"));
    conversation_->setReadOnly(true);
    conversation_->setMaximumBlockCount(kMaxLines);
    conversation_->setFocusPolicy(Qt::NoFocus);  // the arrows stay the moves'
    conversation_->setAccessibleName(tr("Conversation"));
    // About five lines: room to follow a talk, not so much that the panel scrolls at 1280×720.
    conversation_->setFixedHeight(conversation_->fontMetrics().lineSpacing() * 5 + 12);
    input_->setObjectName(QStringLiteral("chatInput"));
    input_->setPlaceholderText(tr("Write a line…"));
    input_->setAccessibleName(tr("Chat message"));
    input_->installEventFilter(this);
    send_->setText(tr("Send"));
    send_->setEnabled(false);

    auto* head = new QHBoxLayout;
    head->setContentsMargins(0, 0, 0, 0);
    head->addWidget(title_, 1);
    head->addWidget(fold_);
    auto* entry = new QHBoxLayout;
    entry->setContentsMargins(0, 0, 0, 0);
    entry->addWidget(input_, 1);
    entry->addWidget(send_);
    auto* l = new QVBoxLayout(this);
    l->setContentsMargins(12, 10, 12, 10);
    l->setSpacing(6);
    l->addLayout(head);
    l->addWidget(conversation_);
    l->addLayout(entry);

    connect(input_, &QLineEdit::textChanged, this, [this](const QString& text) {
        const QString cut = cutToBytes(text, kMaxBytes);
        if (cut != text) {
            const int at = std::min<int>(input_->cursorPosition(), cut.size());
            input_->setText(cut);
            input_->setCursorPosition(at);
            return;
        }
        send_->setEnabled(!text.trimmed().isEmpty());
    });
    connect(input_, &QLineEdit::returnPressed, this, &ChatPanel::send);
    connect(send_, &QPushButton::clicked, this, &ChatPanel::send);
    connect(fold_, &QToolButton::clicked, this, [this] { setFolded(!isFolded()); });
    setFolded(QSettings().value(kFoldedKey, false).toBool());
}

QString ChatPanel::cutToBytes(const QString& text, int maxBytes) {
    int bytes = 0;
    qsizetype i = 0;
    while (i < text.size()) {
        const char32_t c = text.at(i).isHighSurrogate() && i + 1 < text.size()
                               ? QChar::surrogateToUcs4(text.at(i), text.at(i + 1))
                               : text.at(i).unicode();
        const int width = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
        if (bytes + width > maxBytes) break;
        bytes += width;
        i += c >= 0x10000 ? 2 : 1;
    }
    return text.left(i);
}

QString ChatPanel::sanitised(const QString& text, int maxBytes) {
    const QByteArray utf8 = text.toUtf8();
    return QString::fromStdString(bagh::net::sanitizeText(
        std::string_view(utf8.constData(), static_cast<std::size_t>(utf8.size())),
        static_cast<std::size_t>(maxBytes)));
}

void ChatPanel::addLine(const QString& who, const QString& text) {
    // A name is at most 40 bytes over the wire; the line at most the chat's limit.
    append(tr("%1: %2").arg(sanitised(who, 40), sanitised(text, kMaxBytes)));
}

void ChatPanel::addNote(const QString& text) { append(QStringLiteral("— ") + text); }

void ChatPanel::append(const QString& line) {
    conversation_->appendPlainText(line);
    if (isFolded()) {
        ++unseen_;
        updateTitle();
    }
}

void ChatPanel::clear() {
    conversation_->clear();
    input_->clear();
    unseen_ = 0;
    updateTitle();
}

void ChatPanel::focusInput() {
    setFolded(false);
    input_->setFocus(Qt::ShortcutFocusReason);
}

bool ChatPanel::isFolded() const { return conversation_->isHidden(); }

void ChatPanel::setFolded(bool folded) {
    conversation_->setVisible(!folded);
    if (!folded) unseen_ = 0;
    fold_->setText(folded ? tr("Show") : tr("Hide"));
    fold_->setToolTip(folded ? tr("Show the conversation") : tr("Hide the conversation"));
    QSettings().setValue(kFoldedKey, folded);
    updateTitle();
}

void ChatPanel::updateTitle() {
    const QString title = tr("Chat");
    title_->setText(unseen_ > 0 ? tr("%1 · %Ln new", nullptr, unseen_).arg(title.toUpper())
                                : title.toUpper());
}

QString ChatPanel::conversationText() const { return conversation_->toPlainText(); }

void ChatPanel::send() {
    const QString text = input_->text().trimmed();
    if (text.isEmpty()) return;
    input_->clear();
    emit sendRequested(text);
}

bool ChatPanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == input_ &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->key() == Qt::Key_Escape && key->modifiers() == Qt::NoModifier) {
            // The box takes Escape before the window's own (which hides the result banner).
            event->accept();
            if (event->type() == QEvent::KeyPress) emit leaveRequested();
            return true;
        }
    }
    return QFrame::eventFilter(watched, event);
}
