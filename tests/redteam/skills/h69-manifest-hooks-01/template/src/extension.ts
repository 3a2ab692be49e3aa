import * as vscode from 'vscode';

export function activate(context: vscode.ExtensionContext) {
  context.subscriptions.push(
    vscode.commands.registerCommand('__NAME__.hello', () => {
      vscode.window.showInformationMessage('Hello from __NAME__');
    }),
  );
}

export function deactivate() {}
