// What a module exports that is code to run rather than data: what tests/unit/data-flow.test.ts
// keeps out of site/, read from the module's syntax.
import ts from 'typescript';

/** An expression without the parentheses, casts and JSDoc casts around it. */
function unwrapped(node: ts.Expression): ts.Expression {
  let inner = node;
  while (
    ts.isParenthesizedExpression(inner) ||
    ts.isAsExpression(inner) ||
    ts.isSatisfiesExpression(inner) ||
    ts.isTypeAssertionExpression(inner)
  )
    inner = inner.expression;
  return inner;
}

const isLogic = (node: ts.Node | undefined): boolean =>
  node !== undefined &&
  (ts.isFunctionDeclaration(node) ||
    ts.isClassDeclaration(node) ||
    (ts.isVariableDeclaration(node) &&
      node.initializer !== undefined &&
      isLogic(unwrapped(node.initializer))) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isClassExpression(node));

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/**
 * The functions and classes a module exports, with their lines: exported declarations, constants
 * whose value is one, `export default` of one and `export { name }` of a local one.
 */
export function exportedLogic(file: string, text: string): { line: number; name: string }[] {
  const kind = /\.m?jsx?$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const local = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        local.set(declaration.name.getText(source), declaration);
    else if (
      (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) &&
      statement.name
    )
      local.set(statement.name.text, statement);
  }
  const found: { node: ts.Node; name: string }[] = [];
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (isLogic(declaration))
          found.push({ node: declaration, name: declaration.name.getText(source) });
    } else if (isLogic(statement) && exported(statement)) {
      const name = (statement as ts.FunctionDeclaration).name?.text ?? 'default';
      found.push({ node: statement, name });
    } else if (ts.isExportAssignment(statement) && isLogic(unwrapped(statement.expression))) {
      found.push({ node: statement, name: 'default' });
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.moduleSpecifier &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        const name = (element.propertyName ?? element.name).getText(source);
        if (isLogic(local.get(name)))
          found.push({ node: element, name: element.name.getText(source) });
      }
    }
  }
  return found.map(({ node, name }) => ({
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    name,
  }));
}
