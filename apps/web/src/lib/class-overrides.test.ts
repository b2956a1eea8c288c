import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findOverriddenClasses } from './class-overrides';

// `cn` joins classes and does not resolve conflicts between them (decision 0856): a class that
// another in the same list overrides would be decided by the order of Tailwind's stylesheet. This
// reads every `cn(…)` in the app's source, and every use of a component that passes its caller's
// `className` to one, and tries each combination of the classes they can be given.

const SRC = resolve(import.meta.dirname, '..');

/** Each way an expression can come out as classes; `null` where it cannot be read from source. */
type Alternatives = string[] | null;

/** A component's class list: its `cn(…)` call, which takes the caller's `className`. */
interface Component {
  readonly file: string;
  readonly call: ts.CallExpression;
}

/** A `cva(base, { variants, defaultVariants })` definition. */
interface VariantsDefinition {
  readonly base: string;
  readonly variants: ReadonlyMap<string, ReadonlyMap<string, string>>;
  readonly defaults: ReadonlyMap<string, string>;
}

interface SourceFile {
  readonly name: string;
  readonly source: ts.SourceFile;
  /** Top-level and local `const` initialisers by name. */
  readonly consts: ReadonlyMap<string, ts.Expression>;
  /** Names taken apart from an object: `const { tone } = LOOK[status]`. */
  readonly destructured: ReadonlyMap<string, { from: ts.Expression; property: string }>;
}

const MAX_COMBINATIONS = 20_000;

function readSources(): SourceFile[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => {
      const text = readFileSync(join(SRC, name), 'utf8');
      const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
      const consts = new Map<string, ts.Expression>();
      const destructured = new Map<string, { from: ts.Expression; property: string }>();
      const visit = (node: ts.Node): void => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
          consts.set(node.name.text, node.initializer);
        }
        if (
          ts.isVariableDeclaration(node) &&
          ts.isObjectBindingPattern(node.name) &&
          node.initializer
        ) {
          for (const element of node.name.elements) {
            if (!ts.isIdentifier(element.name)) continue;
            const property = element.propertyName?.getText() ?? element.name.text;
            destructured.set(element.name.text, { from: node.initializer, property });
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      return { name, source, consts, destructured };
    });
}

function each(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => each(child, visit));
}

function isCnCall(node: ts.Node): node is ts.CallExpression {
  return (
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'cn'
  );
}

function stringOf(node: ts.Node): string | null {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;
}

function readVariants(call: ts.CallExpression): VariantsDefinition | null {
  const [baseNode, configNode] = call.arguments;
  const base = baseNode ? stringOf(baseNode) : null;
  if (base === null) return null;
  const variants = new Map<string, Map<string, string>>();
  const defaults = new Map<string, string>();
  if (configNode && ts.isObjectLiteralExpression(configNode)) {
    for (const property of configNode.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer))
        continue;
      const key = property.name.getText();
      for (const inner of property.initializer.properties) {
        if (!ts.isPropertyAssignment(inner)) continue;
        if (key === 'variants' && ts.isObjectLiteralExpression(inner.initializer)) {
          const options = new Map<string, string>();
          for (const option of inner.initializer.properties) {
            if (ts.isPropertyAssignment(option)) {
              options.set(option.name.getText(), stringOf(option.initializer) ?? '');
            }
          }
          variants.set(inner.name.getText(), options);
        } else if (key === 'defaultVariants') {
          defaults.set(inner.name.getText(), stringOf(inner.initializer) ?? '');
        }
      }
    }
  }
  return { base, variants, defaults };
}

/** Every pairing of one alternative from each list, joined. */
function combine(lists: readonly Alternatives[]): Alternatives {
  let results = [''];
  for (const list of lists) {
    if (list === null) continue;
    results = results.flatMap((before) => list.map((item) => `${before} ${item}`.trim()));
    if (results.length > MAX_COMBINATIONS)
      throw new Error('class-overrides: too many combinations');
  }
  return [...new Set(results)];
}

class ClassReader {
  readonly unread: string[] = [];
  /** Constants other modules export, for a name this one imports (`HEADER_ITEM_CLASSES`). */
  static exported: ReadonlyMap<string, ts.Expression> = new Map();
  private readonly imported = ClassReader.exported;

  constructor(
    private readonly file: SourceFile,
    private readonly variants: ReadonlyMap<string, VariantsDefinition>,
    /** Values known for names at this use: a component's props as its caller sets them. */
    private readonly bindings: ReadonlyMap<string, Alternatives> = new Map(),
    /** Whether `bindings` are a caller's props: a prop it does not set is then undefined. */
    private readonly isCallerProps = false,
    private readonly seen: Set<ts.Node> = new Set(),
  ) {}

  read(node: ts.Expression): Alternatives {
    const text = stringOf(node);
    if (text !== null) return [text];
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node))
      return this.read(node.expression);
    if (ts.isSatisfiesExpression(node)) return this.read(node.expression);
    if (ts.isConditionalExpression(node)) {
      return this.either(this.read(node.whenTrue), this.read(node.whenFalse));
    }
    if (ts.isBinaryExpression(node)) {
      const operator = node.operatorToken.kind;
      if (operator === ts.SyntaxKind.AmpersandAmpersandToken) {
        return this.either([''], this.read(node.right));
      }
      if (
        operator === ts.SyntaxKind.BarBarToken ||
        operator === ts.SyntaxKind.QuestionQuestionToken
      ) {
        return this.either(this.read(node.left), this.read(node.right));
      }
    }
    if (ts.isTemplateExpression(node)) {
      return combine([
        [node.head.text],
        ...node.templateSpans.flatMap((span) => [this.read(span.expression), [span.literal.text]]),
      ]);
    }
    if (ts.isArrayLiteralExpression(node)) {
      return combine(node.elements.map((element) => this.read(element)));
    }
    if (ts.isIdentifier(node)) return this.readName(node);
    if (ts.isElementAccessExpression(node) || ts.isPropertyAccessExpression(node)) {
      return this.readMember(node);
    }
    if (ts.isCallExpression(node)) return this.readCall(node);
    return this.cannotRead(node);
  }

  private either(left: Alternatives, right: Alternatives): Alternatives {
    if (left === null || right === null) return left ?? right;
    return [...new Set([...left, ...right])];
  }

  private readName(node: ts.Identifier): Alternatives {
    const bound = this.bindings.get(node.text);
    if (bound !== undefined) return bound;
    if (node.text === 'undefined') return [''];
    const part = this.file.destructured.get(node.text);
    if (part && (ts.isElementAccessExpression(part.from) || ts.isIdentifier(part.from))) {
      return this.readEntries(part.from, part.property) ?? this.cannotRead(node);
    }
    const init = this.file.consts.get(node.text) ?? this.imported.get(node.text);
    if (!init || this.seen.has(init)) return this.cannotRead(node);
    this.seen.add(init);
    try {
      return this.read(init);
    } finally {
      this.seen.delete(init);
    }
  }

  /** `CLASSES[key]` or `CLASSES.key` of an object of class strings: any of its values. */
  private readMember(node: ts.ElementAccessExpression | ts.PropertyAccessExpression): Alternatives {
    // `LOOK[status].tone`: that property of any of its entries.
    if (ts.isPropertyAccessExpression(node) && ts.isElementAccessExpression(node.expression)) {
      return this.readEntries(node.expression, node.name.text) ?? this.cannotRead(node);
    }
    return this.readEntries(node, null) ?? this.cannotRead(node);
  }

  /**
   * Any value of the object `collection` (`LOOK[status]` or `LOOK`) reads, or with `property`
   * that property of any of its entries; null when it is not an object literal in this module.
   */
  private readEntries(collection: ts.Expression, property: string | null): Alternatives {
    let target: ts.Expression = ts.isElementAccessExpression(collection)
      ? collection.expression
      : ts.isPropertyAccessExpression(collection) && property === null
        ? collection.expression
        : collection;
    while (ts.isIdentifier(target) && this.file.consts.has(target.text)) {
      target = this.file.consts.get(target.text)!;
      while (ts.isAsExpression(target) || ts.isSatisfiesExpression(target)) {
        target = target.expression;
      }
    }
    if (!ts.isObjectLiteralExpression(target)) return null;
    // `LOOKS[look]` where the caller sets `look`: that entry only.
    const key =
      ts.isElementAccessExpression(collection) && ts.isIdentifier(collection.argumentExpression)
        ? this.bindings.get(collection.argumentExpression.text)
        : undefined;
    const values = target.properties.flatMap((entry) => {
      if (!ts.isPropertyAssignment(entry)) return [];
      if (key && !key.includes(entry.name.getText().replace(/^['"]|['"]$/g, ''))) return [];
      if (property === null) return this.read(entry.initializer) ?? [];
      if (!ts.isObjectLiteralExpression(entry.initializer)) return [];
      const field = entry.initializer.properties.find(
        (item) => ts.isPropertyAssignment(item) && item.name.getText() === property,
      );
      return field && ts.isPropertyAssignment(field) ? (this.read(field.initializer) ?? []) : [];
    });
    return values.length > 0 ? [...new Set(values)] : null;
  }

  private readCall(node: ts.CallExpression): Alternatives {
    if (!ts.isIdentifier(node.expression)) return this.cannotRead(node);
    const name = node.expression.text;
    if (name === 'cn' || name === 'clsx') return combine(node.arguments.map((a) => this.read(a)));
    const definition = this.variants.get(name);
    if (!definition) return this.cannotRead(node);
    const [props] = node.arguments;
    const chosen = new Map<string, Alternatives>();
    if (props && ts.isObjectLiteralExpression(props)) {
      for (const property of props.properties) {
        if (ts.isPropertyAssignment(property)) {
          chosen.set(property.name.getText(), this.read(property.initializer));
        } else if (ts.isShorthandPropertyAssignment(property)) {
          const bound = this.bindings.get(property.name.text);
          chosen.set(
            property.name.text,
            bound !== undefined ? bound : this.isCallerProps ? [''] : null,
          );
        }
      }
    }
    const parts: Alternatives[] = [[definition.base]];
    for (const [variant, options] of definition.variants) {
      const picked = chosen.get(variant);
      const names =
        picked === undefined || (picked !== null && picked.every((value) => value === ''))
          ? [definition.defaults.get(variant) ?? '']
          : (picked ?? [...options.keys()]);
      parts.push(names.map((option) => options.get(option) ?? ''));
    }
    return combine(parts);
  }

  private cannotRead(node: ts.Node): null {
    this.unread.push(`${this.file.name}: ${node.getText().slice(0, 80)}`);
    return null;
  }
}

/** The enclosing component's name: `function Label(…)` or `const Button = forwardRef(…)`. */
function componentNameOf(node: ts.Node): string | null {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isFunctionDeclaration(at) && at.name && /^[A-Z]/.test(at.name.text)) return at.name.text;
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && /^[A-Z]/.test(at.name.text)) {
      return at.name.text;
    }
  }
  return null;
}

function findOverrides() {
  const files = readSources();
  ClassReader.exported = new Map(
    files.flatMap((file) =>
      file.source.statements.flatMap((statement) =>
        ts.isVariableStatement(statement) &&
        statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
          ? statement.declarationList.declarations.flatMap((d) =>
              ts.isIdentifier(d.name) && d.initializer
                ? [[d.name.text, d.initializer] as const]
                : [],
            )
          : [],
      ),
    ),
  );
  const variants = new Map<string, VariantsDefinition>();
  const components = new Map<string, Component>();
  for (const file of files) {
    each(file.source, (node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isCallExpression(node.initializer) &&
        node.initializer.expression.getText() === 'cva'
      ) {
        const definition = readVariants(node.initializer);
        if (definition) variants.set(node.name.text, definition);
      }
      if (isCnCall(node) && node.arguments.some((a) => a.getText() === 'className')) {
        const name = componentNameOf(node);
        if (name) components.set(name, { file: file.name, call: node });
      }
    });
  }

  // A component that spreads its props into one of these (`<Input {...inputProps} />` in
  // TextField) passes its caller's className on: its uses are checked as that one's.
  for (let added = true; added;) {
    added = false;
    for (const file of files) {
      each(file.source, (node) => {
        if (!ts.isJsxSelfClosingElement(node) && !ts.isJsxOpeningElement(node)) return;
        const target = components.get(node.tagName.getText());
        if (!target || !node.attributes.properties.some(ts.isJsxSpreadAttribute)) return;
        const name = componentNameOf(node);
        if (name && !components.has(name)) {
          components.set(name, target);
          added = true;
        }
      });
    }
  }

  const variantProps = new Set([...variants.values()].flatMap((d) => [...d.variants.keys()]));
  const found: string[] = [];
  const unread: string[] = [];
  const check = (where: string, alternatives: Alternatives) => {
    for (const classes of alternatives ?? []) {
      const overridden = findOverriddenClasses(classes);
      if (overridden.length > 0) found.push(`${where}: ${overridden.join(' ')} overridden`);
    }
  };

  for (const file of files) {
    each(file.source, (node) => {
      // Each cn(…) on its own, a caller's className left out.
      if (isCnCall(node)) {
        const reader = new ClassReader(
          file,
          variants,
          new Map<string, Alternatives>([
            ['className', ['']],
            // A component's own variant props: any of their values.
            ...[...variantProps].map((name) => [name, null] as const),
          ]),
        );
        check(`${file.name}:${line(file, node)}`, reader.read(node));
        unread.push(...reader.unread);
      }
      // Each use of a component with the classes its caller gives it.
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const component = components.get(node.tagName.getText());
        if (!component) return;
        const callerReader = new ClassReader(file, variants, new Map([['className', ['']]]));
        const bindings = new Map<string, Alternatives>();
        for (const attribute of node.attributes.properties) {
          if (!ts.isJsxAttribute(attribute) || !attribute.initializer) continue;
          const name = attribute.name.getText();
          const isText = stringOf(attribute.initializer) !== null;
          if (name !== 'className' && !variantProps.has(name) && !isText) continue;
          const expression = ts.isJsxExpression(attribute.initializer)
            ? attribute.initializer.expression
            : attribute.initializer;
          // A variant the caller chooses at run time may be any of them.
          const reader = name === 'className' ? callerReader : new ClassReader(file, variants);
          bindings.set(name, expression ? reader.read(expression) : null);
        }
        unread.push(...callerReader.unread);
        if (!bindings.has('className')) return;
        const definingFile = files.find((f) => f.name === component.file)!;
        const reader = new ClassReader(definingFile, variants, bindings, true);
        check(
          `${file.name}:${line(file, node)} <${node.tagName.getText()}>`,
          reader.read(component.call),
        );
      }
    });
  }
  return {
    found: [...new Set(found)],
    unread: [...new Set(unread)],
    components: [...components.keys()],
  };
}

function line(file: SourceFile, node: ts.Node): number {
  return file.source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
}

describe('the app’s class lists', () => {
  const { found, unread, components } = findOverrides();

  it('finds the components that take a caller’s className', () => {
    expect(components).toEqual(
      expect.arrayContaining(['Button', 'Label', 'Input', 'Card', 'TextField']),
    );
  });

  it('never hold two classes of which one overrides the other', () => {
    expect(found).toEqual([]);
  });

  it('can all be read from the source', () => {
    expect(unread).toEqual([]);
  });
});

describe('findOverriddenClasses', () => {
  it.each([
    ['px-4 px-3', ['px-4']],
    ['px-4 py-2', []],
    ['text-base text-lg text-slate-900', ['text-base']],
    ['bg-brand bg-red-700', ['bg-brand']],
    ['sm:px-6 sm:px-2 px-4', ['sm:px-6']],
    ['flex flex', []],
  ])('in "%s": %j', (classes, overridden) => {
    expect(findOverriddenClasses(classes)).toEqual(overridden);
  });
});
